extension TextField: KeyInput {
  /// Whether the text is not empty.
  public var hasText: Bool { !characters.isEmpty }

  /// Types `text`: replaces the selection with it and puts the caret after it, if the
  /// delegate's ``TextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``
  /// allows. A line break alone (`"\n"`, `"\r"`, `"\r\n"`) is the Return key, which calls
  /// ``TextFieldDelegate/textFieldShouldReturn(_:)`` instead; line breaks inside longer text
  /// become spaces and other control characters are dropped (Segue's choice for one line).
  public func insertText(_ text: String) {
    if text == "\n" || text == "\r" || text == "\r\n" {
      _ = delegate?.textFieldShouldReturn(self)
      return
    }
    let typed = String(
      text.compactMap { character -> Character? in
        if character.isNewline { return " " }
        return character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) ? nil : character
      })
    guard !typed.isEmpty else { return }
    replaceCharacters(in: selection, with: typed)
  }

  /// Deletes the selection, else the character (a whole grapheme cluster) before the caret, if
  /// the delegate allows; nothing at the start of the text.
  public func deleteBackward() {
    if !selection.isEmpty {
      replaceCharacters(in: selection, with: "")
    } else if selection.lowerBound > 0 {
      replaceCharacters(in: selection.lowerBound - 1..<selection.lowerBound, with: "")
    }
  }

  /// Replaces the characters in `range` with `string` when the delegate allows, leaving the
  /// caret after the new characters (counted in the new text, where a combining mark typed
  /// after a letter joins it).
  private func replaceCharacters(in range: Range<Int>, with string: String) {
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
    let head = String(characters[..<range.lowerBound]) + string
    characters = Array(head + String(characters[range.upperBound...]))
    let caret = min(head.count, characters.count)
    selection = caret..<caret
    placeContent()
  }
}

import SegueMotion
import Testing

@testable import SegueRender

/// Line breaking, truncation and alignment, measured with every character 10 pixels wide.
@Suite struct TextLayoutTests {
  private func layout(
    _ string: String, width: Double, wrapped: Bool = false, truncation: TextLayerTruncationMode = .none,
    alignment: TextLayerAlignmentMode = .natural
  ) -> TextLayout {
    var text = TextAttributes(string: string)
    text.isWrapped = wrapped
    text.truncationMode = truncation
    text.alignmentMode = alignment
    return TextLayout(text, width: width) { _ in 10 }
  }

  private func strings(_ layout: TextLayout) -> [String] {
    layout.lines.map { String(String.UnicodeScalarView($0.scalars)) }
  }

  @Test func newlinesStartLines() {
    #expect(strings(layout("ab\n\ncd", width: 100)) == ["ab", "", "cd"])
  }

  @Test func wrappingBreaksAfterSpacesAndInsideOverlongWords() {
    #expect(strings(layout("one two three", width: 75, wrapped: true)) == ["one two", "three"])
    #expect(strings(layout("abcdefgh", width: 35, wrapped: true)) == ["abc", "def", "gh"])
    #expect(strings(layout("ab cdefgh", width: 35, wrapped: true)) == ["ab", "cde", "fgh"])
  }

  @Test func truncationKeepsWhatFitsAroundAnEllipsis() {
    #expect(strings(layout("abcdefgh", width: 50, truncation: .end)) == ["abcd…"])
    #expect(strings(layout("abcdefgh", width: 50, truncation: .start)) == ["…efgh"])
    #expect(strings(layout("abcdefgh", width: 50, truncation: .middle)) == ["ab…gh"])
    #expect(strings(layout("abcdefgh", width: 50)) == ["abcdefgh"])
    #expect(strings(layout("abcde", width: 50, truncation: .end)) == ["abcde"])
  }

  @Test func alignmentPlacesTheLineIgnoringTrailingSpaces() {
    #expect(layout("ab", width: 100, alignment: .left).lines[0].positions == [0, 10])
    #expect(layout("ab", width: 100, alignment: .natural).lines[0].positions == [0, 10])
    #expect(layout("ab", width: 100, alignment: .justified).lines[0].positions == [0, 10])
    #expect(layout("ab", width: 100, alignment: .center).lines[0].positions == [40, 50])
    #expect(layout("ab", width: 100, alignment: .right).lines[0].positions == [80, 90])
    #expect(layout("ab  ", width: 100, alignment: .right).lines[0].positions.prefix(2) == [80, 90])
  }
}

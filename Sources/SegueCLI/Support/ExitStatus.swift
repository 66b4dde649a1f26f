import ArgumentParser

/// The exit status a failure ends the process with.
enum ExitStatus {
  /// The status of input the user must change.
  static let badInput: Int32 = 2

  /// The commands whose bad input of every kind exits ``badInput``, usage errors included (an
  /// unknown option, a malformed or out-of-range value), as designers' tools that a script may
  /// call: `render` and `gallery`. The demo keeps ArgumentParser's 64 for usage errors.
  static let badInputCommands = [RenderCommand.configuration.commandName, GalleryCommand.configuration.commandName]

  /// The status for `error`, from a command line whose words after the program are
  /// `arguments`: a ``CommandError``'s own; ``badInput`` for a usage error of one of
  /// ``badInputCommands``; otherwise ArgumentParser's, 1 where that is 0.
  static func of(_ error: Error, arguments: [String]) -> Int32 {
    if let error = error as? CommandError { return error.exitStatus }
    let code = SegueCommand.exitCode(for: error)
    if code == .validationFailure, let command = arguments.first, badInputCommands.contains(command) {
      return badInput
    }
    return code.rawValue == 0 ? 1 : code.rawValue
  }
}

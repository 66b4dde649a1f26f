import Foundation
import SegueImageIO
import Testing

@Suite struct FileWriterTests {
  func read(_ path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test func writesTheBytesAndLeavesNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    try FileWriter.writeAtomically([1, 2, 3], to: folder.file("out.bin"))
    #expect(try read(folder.file("out.bin")) == [1, 2, 3])
    #expect(try folder.contents() == ["out.bin"])
    let mode = try FileManager.default.attributesOfItem(atPath: folder.file("out.bin"))[.posixPermissions] as? Int
    #expect(mode == 0o644)
  }

  @Test func replacesAnExistingFile() throws {
    let folder = try TemporaryFolder()
    try FileWriter.writeAtomically(Array(repeating: 9, count: 1000), to: folder.file("out.bin"))
    try FileWriter.writeAtomically([4, 5], to: folder.file("out.bin"))
    #expect(try read(folder.file("out.bin")) == [4, 5])
    #expect(try folder.contents() == ["out.bin"])
  }

  @Test func writesEmptyFiles() throws {
    let folder = try TemporaryFolder()
    try FileWriter.writeAtomically([], to: folder.file("empty"))
    #expect(try read(folder.file("empty")) == [])
  }

  @Test func aFolderInTheWayIsNotReplacedAndNoTemporaryFileRemains() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.file("taken"), withIntermediateDirectories: false)
    #expect(throws: ImageIOError.self) { try FileWriter.writeAtomically([1], to: folder.file("taken")) }
    #expect(try folder.contents() == ["taken"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("taken")) == [])
  }

  @Test func failuresAreUnwritableWithTheSystemReason() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.file("taken"), withIntermediateDirectories: false)
    let path = folder.file("taken")
    #expect(throws: ImageIOError(kind: .unwritable, path: path, reason: "Is a directory")) {
      try FileWriter.writeAtomically([1], to: path)
    }
  }

  @Test func aPathEndingInASlashIsUnwritable() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/"
    #expect(
      throws: ImageIOError(
        kind: .unwritable, path: path, reason: "the path names a folder, not a file",
        remedy: "add a file name to the path")
    ) {
      try FileWriter.writeAtomically([1], to: path)
    }
    #expect(try folder.contents() == [])
  }
}

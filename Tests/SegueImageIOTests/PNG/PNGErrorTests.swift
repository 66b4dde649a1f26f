import Foundation
import SegueGeometry
import SegueImage
import SegueImageIO
import Testing

@Suite struct PNGErrorTests {
  /// The `ImageIOError` thrown by `body`, recording an issue when it throws something else or nothing.
  func error(_ body: () throws -> Void) -> ImageIOError? {
    do {
      try body()
      Issue.record("expected an ImageIOError")
    } catch let error as ImageIOError {
      #expect(!error.description.contains("\n"))
      return error
    } catch {
      Issue.record("unexpected error \(error)")
    }
    return nil
  }

  func store(_ bytes: [UInt8], in folder: TemporaryFolder, as name: String) throws -> String {
    let path = folder.file(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aMissingFileIsNotFound() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("missing.png")
    let failure = error { _ = try PNG.read(from: path) }
    #expect(failure?.kind == .fileNotFound)
    #expect(failure?.description == "cannot read '\(path)': no such file — check the path")
  }

  @Test func aFolderIsUnreadable() throws {
    let folder = try TemporaryFolder()
    let failure = error { _ = try PNG.read(from: folder.path) }
    #expect(failure?.kind == .unreadable)
    #expect(
      failure?.description == "cannot read '\(folder.path)': it is a folder, not a file — pass the path of a PNG file")
  }

  @Test func anEmptyFileIsCorrupt() throws {
    let folder = try TemporaryFolder()
    let path = try store([], in: folder, as: "empty.png")
    let failure = error { _ = try PNG.read(from: path) }
    #expect(failure?.kind == .corrupt)
    #expect(failure?.description == "'\(path)' is not a valid PNG image (the file is empty) — re-export it as PNG")
  }

  @Test func garbageIsCorruptWithLibpngsMessage() throws {
    let folder = try TemporaryFolder()
    let path = try store(Array("this is not an image".utf8), in: folder, as: "notes.png")
    let failure = error { _ = try PNG.read(from: path) }
    #expect(failure?.kind == .corrupt)
    #expect(failure?.path == path)
    #expect(failure?.reason.hasPrefix("libpng: ") == true)
    #expect(failure?.description.hasPrefix("'\(path)' is not a valid PNG image (libpng: ") == true)
  }

  @Test func aTruncatedPNGIsCorrupt() throws {
    let folder = try TemporaryFolder()
    let bytes = try PNG.encode(TestImages.noise(width: 32, height: 32, seed: 3))
    let path = try store(Array(bytes.prefix(bytes.count / 2)), in: folder, as: "half.png")
    let failure = error { _ = try PNG.read(from: path) }
    #expect(failure?.kind == .corrupt)
    #expect(failure?.reason.hasPrefix("libpng: ") == true)
  }

  @Test func aPNGCutInsideItsHeaderIsCorrupt() throws {
    let bytes = try PNG.encode(TestImages.noise(width: 4, height: 4, seed: 4))
    let failure = error { _ = try PNG.decode(Array(bytes.prefix(20))) }
    #expect(failure?.kind == .corrupt)
    #expect(failure?.path == "<memory>")
  }

  @Test func aDamagedCRCIsCorrupt() throws {
    var bytes = try PNG.encode(TestImages.noise(width: 4, height: 4, seed: 5))
    bytes[29] ^= 0xFF
    let failure = error { _ = try PNG.decode(bytes, path: "crc.png") }
    #expect(failure?.kind == .corrupt)
    #expect(failure?.path == "crc.png")
  }

  @Test func writingUnderARegularFileIsUnwritable() throws {
    let folder = try TemporaryFolder()
    let file = try store([1, 2, 3], in: folder, as: "file")
    let path = file + "/out.png"
    let failure = error { try PNG.write(Bitmap(width: 2, height: 2), to: path) }
    #expect(failure?.kind == .unwritable)
    #expect(
      failure?.description == "cannot write '\(path)': Not a directory — choose a folder you can write to (--output)")
    #expect(try folder.contents() == ["file"])
  }

  @Test func writingIntoAMissingFolderIsUnwritable() throws {
    let folder = try TemporaryFolder()
    let path = folder.file("missing/out.png")
    let failure = error { try PNG.write(Bitmap(width: 2, height: 2), to: path) }
    #expect(failure?.kind == .unwritable)
    #expect(failure?.reason == "No such file or directory")
  }
}

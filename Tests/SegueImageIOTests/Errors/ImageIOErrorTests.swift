import SegueImageIO
import Testing

@Suite struct ImageIOErrorTests {
  @Test(arguments: ImageIOError.Kind.allCases)
  func everyKindDescribesItselfOnOneLineWithARemedy(kind: ImageIOError.Kind) {
    let error = ImageIOError(kind: kind, path: "a\nb.png", reason: "first\nsecond")
    #expect(!error.description.contains("\n"))
    #expect(error.description.contains(" — "))
    #expect(error.description.contains("first second"))
  }

  @Test func descriptionsFollowTheProjectWording() {
    #expect(
      ImageIOError(kind: .fileNotFound, path: "x.png", reason: "no such file").description
        == "cannot read 'x.png': no such file — check the path")
    #expect(
      ImageIOError(kind: .corrupt, path: "x.png", reason: "libpng: Not a PNG file").description
        == "'x.png' is not a valid PNG image (libpng: Not a PNG file) — re-export it as PNG")
    #expect(
      ImageIOError(kind: .unwritable, path: "out/a.png", reason: "Permission denied").description
        == "cannot write 'out/a.png': Permission denied — choose a folder you can write to (--output)")
    #expect(
      ImageIOError(kind: .invalidArgument, path: "", reason: "no frames", remedy: "add one").description
        == "no frames — add one")
  }
}

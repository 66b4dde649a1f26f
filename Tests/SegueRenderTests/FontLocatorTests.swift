import Testing

@testable import SegueRender

@Suite struct FontLocatorTests {
  @Test func fontconfigFindsAReadableFileForDejaVuSans() throws {
    let path = try #require(Platform.fontFile(matching: "DejaVu Sans"))
    #expect(path.hasSuffix(".ttf"))
    #expect(Platform.isReadable(path))
  }

  @Test func theFontOfTextLayersIsFound() throws {
    let path = try FontLocator.dejaVuSans().get()
    #expect(path.hasSuffix("/DejaVuSans.ttf") && Platform.isReadable(path))
  }

  @Test func aMissingFileIsNotReadable() {
    #expect(!Platform.isReadable("/nonexistent/DejaVuSans.ttf"))
  }
}

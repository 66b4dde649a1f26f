import SegueGeometry
import Testing

@Suite struct ColorTests {
  @Test func namedColorsMatchUIKit() {
    #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(Color.black == Color(red: 0, green: 0, blue: 0))
    #expect(Color.white == Color(red: 1, green: 1, blue: 1))
    #expect(Color.red == Color(red: 1, green: 0, blue: 0))
    #expect(Color.green == Color(red: 0, green: 1, blue: 0))
    #expect(Color.blue == Color(red: 0, green: 0, blue: 1))
    #expect(Color.yellow == Color(red: 1, green: 1, blue: 0))
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color.gray == Color(white: 0.5))
    #expect(Color(white: 0.25, alpha: 0.5) == Color(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
  }

  @Test func withAlphaComponentKeepsTheColourChannels() {
    #expect(Color.orange.withAlphaComponent(0.3) == Color(red: 1, green: 0.5, blue: 0, alpha: 0.3))
  }
}

import SegueUI
import Testing

/// An object that posts notifications.
@MainActor
private final class Sender {}

/// The registration an observer removes.
@MainActor
private final class Removal {
  var observer: NotificationObserver?
}

@MainActor
@Suite struct NotificationCenterTests {
  private let ping = Notification.Name("ping")
  private let pong = Notification.Name("pong")

  @Test func observersRunInRegistrationOrderForTheirNameAndObject() {
    let center = NotificationCenter()
    let sender = Sender()
    let stranger = Sender()
    var log: [String] = []
    center.addObserver(forName: ping, object: nil) { _ in log.append("any ping") }
    center.addObserver(forName: ping, object: sender) { _ in log.append("sender's ping") }
    center.addObserver(forName: nil, object: nil) { log.append("all: \($0.name.rawValue)") }
    center.addObserver(forName: pong, object: nil) { _ in log.append("pong") }
    center.post(name: ping, object: sender)
    #expect(log == ["any ping", "sender's ping", "all: ping"])
    log = []
    center.post(name: ping, object: stranger)
    #expect(log == ["any ping", "all: ping"])
  }

  @Test func theUserInfoReachesTheObserver() {
    let center = NotificationCenter()
    var received: Int?
    center.addObserver(forName: ping, object: nil) { received = $0.userInfo["count"] as? Int }
    center.post(name: ping, userInfo: ["count": 3])
    #expect(received == 3)
  }

  @Test func aRemovedObserverIsNotCalledAgainEvenDuringThePostUnderWay() {
    let center = NotificationCenter()
    var log: [String] = []
    let removal = Removal()
    let first = center.addObserver(forName: ping, object: nil) { _ in
      log.append("first")
      if let second = removal.observer { center.removeObserver(second) }
    }
    removal.observer = center.addObserver(forName: ping, object: nil) { _ in log.append("second") }
    center.post(name: ping)
    center.removeObserver(first)
    center.removeObserver(first)
    center.post(name: ping)
    #expect(log == ["first"])
  }

  @Test func anObserverAddedDuringAPostHearsOnlyTheNextOne() {
    let center = NotificationCenter()
    var log: [String] = []
    var added = false
    center.addObserver(forName: ping, object: nil) { _ in
      log.append("outer")
      guard !added else { return }
      added = true
      center.addObserver(forName: ping, object: nil) { _ in log.append("inner") }
    }
    center.post(name: ping)
    center.post(name: ping)
    #expect(log == ["outer", "outer", "inner"])
  }

  @Test func anObserverOfASenderThatWentAwayHearsNothingMore() {
    let center = NotificationCenter()
    var count = 0
    var sender: Sender? = Sender()
    center.addObserver(forName: ping, object: sender) { _ in count += 1 }
    center.post(name: ping, object: sender)
    sender = nil
    center.post(name: ping, object: nil)
    center.post(name: ping, object: Sender())
    #expect(count == 1)
  }
}

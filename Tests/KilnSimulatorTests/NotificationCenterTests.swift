import KilnSimulator
import XCTest

final class NotificationCenterTests: XCTestCase {
    private final class Observer {}
    private final class Sender {}

    func testDeliveryInRegistrationOrderWithNameAndObjectFilters() {
        let center = SimulatedNotificationCenter()
        let sender = Sender(), other = Sender()
        var heard: [String] = []
        center.addObserver(nil, name: "Changed", object: nil) { heard.append("any sender: \($0.name)") }
        center.addObserver(nil, name: "Changed", object: sender) { _ in heard.append("from sender") }
        center.addObserver(nil, name: nil, object: nil) { heard.append("every name: \($0.name)") }
        center.addObserver(nil, name: "Other", object: nil) { _ in heard.append("other") }
        center.post(name: "Changed", object: sender, userInfo: ["count": 3])
        XCTAssertEqual(heard, ["any sender: Changed", "from sender", "every name: Changed"])
        heard = []
        center.post(name: "Changed", object: other)
        XCTAssertEqual(heard, ["any sender: Changed", "every name: Changed"])
    }

    func testUserInfoAndObjectArePassedOn() {
        let center = SimulatedNotificationCenter()
        let sender = Sender()
        var received: PostedNotification?
        center.addObserver(nil, name: "Saved", object: nil) { received = $0 }
        center.post(name: "Saved", object: sender, userInfo: ["path": "Documents/items.archive"])
        XCTAssertTrue(received?.object === sender)
        XCTAssertEqual((received?.userInfo as? [String: String])?["path"], "Documents/items.archive")
    }

    func testRemovingByTokenAndByObserver() {
        let center = SimulatedNotificationCenter()
        let store = Observer()
        var heard: [String] = []
        let token = center.addObserver(nil, name: "N", object: nil) { _ in heard.append("block") }
        center.addObserver(store, name: "N", object: nil) { _ in heard.append("store N") }
        center.addObserver(store, name: "M", object: nil) { _ in heard.append("store M") }
        center.removeObserver(token)
        center.post(name: "N")
        XCTAssertEqual(heard, ["store N"])
        center.removeObserver(store, name: "N")
        center.post(name: "N")
        center.post(name: "M")
        XCTAssertEqual(heard, ["store N", "store M"])
        center.removeObserver(store)
        center.post(name: "M")
        XCTAssertEqual(heard, ["store N", "store M"])
        XCTAssertEqual(center.observerCount, 0)
    }

    func testObserversAreNotRetainedAndRemovalDuringAPostIsHonoured() {
        let center = SimulatedNotificationCenter()
        var heard: [String] = []
        do {
            let transient = Observer()
            center.addObserver(transient, name: "N", object: nil) { _ in heard.append("transient") }
        }
        var second: ObserverToken?
        center.addObserver(nil, name: "N", object: nil) { _ in
            heard.append("first")
            if let second { center.removeObserver(second) }
            center.addObserver(nil, name: "N", object: nil) { _ in heard.append("added during post") }
        }
        second = center.addObserver(nil, name: "N", object: nil) { _ in heard.append("second") }
        center.post(name: "N")
        XCTAssertEqual(heard, ["first"], "a freed observer, a removed one and one added during the post are not called")
    }

    func testMemoryWarningNotificationClearsACacheAsInSeed002() throws {
        // BNRImageStore observes UIApplicationDidReceiveMemoryWarningNotification and empties its cache.
        let (simulator, _) = try makeSimulator()
        try simulator.launch()
        var cache: [String: MemoryAllocation] = [:]
        simulator.notificationCenter.addObserver(nil, name: UIApplicationNotification.didReceiveMemoryWarning.rawValue, object: nil) { _ in
            for allocation in cache.values { simulator.memory.release(allocation) }
            cache.removeAll()
        }
        cache["a"] = try simulator.memory.allocate(bytes: 1000, label: "UIImage")
        cache["b"] = try simulator.memory.allocate(bytes: 2000, label: "UIImage")
        XCTAssertEqual(simulator.memoryFootprint, 3000)
        try simulator.receiveMemoryWarning()
        XCTAssertTrue(cache.isEmpty)
        XCTAssertEqual(simulator.memoryFootprint, 0)
    }
}

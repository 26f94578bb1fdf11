import XCTest
import KilnFoundation

/// UserNotifications as a checklist app schedules reminders: requests added and taken back are
/// the device's events, and the pending ones can be read back.
final class LocalNotificationTests: XCTestCase {
    func testRemindersAreScheduledIntoTheEventsAndCanBeTakenBack() throws {
        let (result, session) = try runScript("""
            import UserNotifications
            let center = UNUserNotificationCenter.current()
            center.requestAuthorization(options: [.alert, .sound]) { granted, error in
                print("granted:", granted, error == nil)
            }
            func remind(_ id: Int, _ text: String, in seconds: TimeInterval) {
                let content = UNMutableNotificationContent()
                content.title = "Reminder:"
                content.body = text
                content.sound = .default
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
                center.add(UNNotificationRequest(identifier: "\\(id)", content: content, trigger: trigger))
            }
            remind(1, "Walk the dog", in: 60)
            remind(2, "Buy milk", in: 3600)
            let components = DateComponents(hour: 9, minute: 30)
            let daily = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
            center.add(UNNotificationRequest(identifier: "daily", content: UNMutableNotificationContent(), trigger: daily))
            center.removePendingNotificationRequests(withIdentifiers: ["1", "nope"])
            center.getPendingNotificationRequests { requests in
                print(requests.map(\\.identifier), requests[0].content.body, requests[1].trigger?.repeats ?? false)
            }
            """)
        XCTAssertEqual(result.output, "granted: true true\n[\"2\", \"daily\"] Buy milk true\n")
        let notifications = session.simulator.events.map(\.description).filter { $0.contains("local notification") }
        XCTAssertEqual(notifications, [
            "schedule local notification 1 \"Reminder:\"",
            "schedule local notification 2 \"Reminder:\"",
            "schedule local notification daily \"\"",
            "remove local notification 1",
        ])
    }
}

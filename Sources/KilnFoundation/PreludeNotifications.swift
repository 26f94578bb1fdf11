// UserNotifications as a checklist app uses it (*iOS Apprentice*'s Checklists): the simulated
// user allows notifications, and each request added or taken back is recorded in the device's
// events (`schedule local notification ID "title"`), where a lesson can see it; the pending
// requests are kept for `getPendingNotificationRequests`. Notifications are not delivered.
extension Prelude {
    static let notifications = #"""
struct UNAuthorizationOptions: OptionSet {
    let rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }
    static let badge = UNAuthorizationOptions(rawValue: 1)
    static let sound = UNAuthorizationOptions(rawValue: 2)
    static let alert = UNAuthorizationOptions(rawValue: 4)
    static let carPlay = UNAuthorizationOptions(rawValue: 8)
    static let criticalAlert = UNAuthorizationOptions(rawValue: 16)
    static let provisional = UNAuthorizationOptions(rawValue: 64)
}

enum UNAuthorizationStatus: Int {
    case notDetermined, denied, authorized, provisional, ephemeral
}

class UNNotificationSound: NSObject {
    let __name: String
    init(__name: String) { self.__name = __name }
    static let `default` = UNNotificationSound(__name: "default")
    static let defaultCritical = UNNotificationSound(__name: "defaultCritical")
}

class UNNotificationContent: NSObject {
    var title = ""
    var subtitle = ""
    var body = ""
    var badge: NSNumber?
    var sound: UNNotificationSound?
    var categoryIdentifier = ""
    var threadIdentifier = ""
    var userInfo: [AnyHashable: Any] = [:]
}

class UNMutableNotificationContent: UNNotificationContent {}

class UNNotificationTrigger: NSObject {
    let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
}

class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    let timeInterval: TimeInterval
    init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

class UNCalendarNotificationTrigger: UNNotificationTrigger {
    let dateComponents: DateComponents
    init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}

class UNNotificationRequest: NSObject {
    let identifier: String
    let content: UNNotificationContent
    let trigger: UNNotificationTrigger?
    init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

protocol UNUserNotificationCenterDelegate: AnyObject {}

class UNNotificationSettings: NSObject {
    let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}

class UNUserNotificationCenter: NSObject {
    private static let shared = UNUserNotificationCenter()
    static func current() -> UNUserNotificationCenter { shared }
    weak var delegate: UNUserNotificationCenterDelegate?
    private var pending: [UNNotificationRequest] = []
    private var asked = false

    func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        asked = true
        completionHandler(true, nil)
    }
    func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings(authorizationStatus: asked ? .authorized : .notDetermined))
    }
    func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        pending.removeAll { $0.identifier == request.identifier }
        pending.append(request)
        __kilnLocalNotification(request.identifier, request.content.title, true)
        completionHandler?(nil)
    }
    func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        for identifier in identifiers where pending.contains(where: { $0.identifier == identifier }) {
            pending.removeAll { $0.identifier == identifier }
            __kilnLocalNotification(identifier, "", false)
        }
    }
    func removeAllPendingNotificationRequests() {
        removePendingNotificationRequests(withIdentifiers: pending.map { $0.identifier })
    }
    func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        completionHandler(pending)
    }
    func removeAllDeliveredNotifications() {}
    func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
}
"""#
}

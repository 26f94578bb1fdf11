/// One posted notification: `Notification`'s name, object and user info.
///
/// The payload is opaque (`Any`): the layer above puts its own values in it, and the center
/// only hands it on.
public struct PostedNotification {
    public let name: String
    public let object: AnyObject?
    public let userInfo: Any?

    public init(name: String, object: AnyObject? = nil, userInfo: Any? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}

/// What `addObserver` returns; pass it to `removeObserver(_:)`.
public struct ObserverToken: Hashable, Sendable {
    let id: Int
}

/// The app's `NotificationCenter.default`: observers keyed by name and sender, called in the
/// order they were added, synchronously on `post`, as Foundation does.
///
/// Observers are not retained (Foundation stopped retaining them in iOS 9): when the object
/// given as `observer` is gone, its registrations are dropped.
///
/// ```swift
/// let center = SimulatedNotificationCenter()
/// center.addObserver(store, name: "UIApplicationDidReceiveMemoryWarningNotification", object: nil) { _ in store.clearCache() }
/// center.post(name: "UIApplicationDidReceiveMemoryWarningNotification")
/// ```
public final class SimulatedNotificationCenter {
    fileprivate struct Registration {
        let token: ObserverToken
        /// Whether an observer object was given; if so and it is gone, the registration is dead.
        let hasObserver: Bool
        weak var observer: AnyObject?
        let name: String?
        /// Only notifications from this sender (compared by identity); nil for any sender.
        let hasObjectFilter: Bool
        weak var object: AnyObject?
        let block: (PostedNotification) -> Void
    }

    private var registrations: [Registration] = []
    private var nextToken = 0

    public init() {}

    /// `addObserver(_:selector:name:object:)` and `addObserver(forName:object:queue:using:)`.
    ///
    /// - Parameters:
    ///   - observer: the object `removeObserver(_:)` will name; nil for a block observer.
    ///   - name: nil to hear every name.
    ///   - object: nil to hear every sender.
    @discardableResult
    public func addObserver(_ observer: AnyObject?, name: String?, object: AnyObject?,
                            using block: @escaping (PostedNotification) -> Void) -> ObserverToken {
        nextToken += 1
        let token = ObserverToken(id: nextToken)
        registrations.append(Registration(token: token, hasObserver: observer != nil, observer: observer, name: name,
                                          hasObjectFilter: object != nil, object: object, block: block))
        return token
    }

    /// Removes one registration.
    public func removeObserver(_ token: ObserverToken) {
        registrations.removeAll { $0.token == token }
    }

    /// `removeObserver(_:name:object:)`: every registration of `observer`, narrowed by name and sender.
    public func removeObserver(_ observer: AnyObject, name: String? = nil, object: AnyObject? = nil) {
        registrations.removeAll { registration in
            registration.observer === observer
                && (name == nil || registration.name == name)
                && (object == nil || registration.object === object)
        }
    }

    /// How many live registrations there are (for tests and the checker).
    public var observerCount: Int {
        registrations.filter(\.isAlive).count
    }

    /// `post(name:object:userInfo:)`: calls every matching observer now, in registration order.
    /// An observer removed by an earlier one during this post is not called; one added is not
    /// called until the next post.
    public func post(name: String, object: AnyObject? = nil, userInfo: Any? = nil) {
        post(PostedNotification(name: name, object: object, userInfo: userInfo))
    }

    public func post(_ notification: PostedNotification) {
        registrations.removeAll { !$0.isAlive }
        let snapshot = registrations
        for registration in snapshot {
            guard registration.matches(notification) else { continue }
            guard registrations.contains(where: { $0.token == registration.token }), registration.isAlive else { continue }
            registration.block(notification)
        }
    }
}

extension SimulatedNotificationCenter.Registration {
    var isAlive: Bool {
        (!hasObserver || observer != nil) && (!hasObjectFilter || object != nil)
    }

    func matches(_ notification: PostedNotification) -> Bool {
        if let name, name != notification.name { return false }
        if hasObjectFilter { return object != nil && object === notification.object }
        return true
    }
}

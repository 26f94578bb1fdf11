// The prelude's UserDefaults beyond values by key: URLs, suites added to the search list, and
// persistent and volatile domains by name (DefaultsBindings.swift keeps them).
extension Prelude {
    static let defaults = #"""
extension UserDefaults {
    static let didChangeNotification = Notification.Name("NSUserDefaultsDidChangeNotification")
    /// iOS posts `didChangeNotification` when the process changes a value (swift-corelibs-foundation does not).
    func __kilnDidChange() { NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self) }
    /// `set(_:forKey:)` with a URL, as iOS keeps one: a file URL in the app's home as its path
    /// abbreviated with `~`, any other URL archived (NSKeyedArchiver data).
    func __kilnSetURL(_ url: URL, forKey key: String) {
        let home = NSHomeDirectory()
        let path = url.path
        if url.isFileURL && (path == home || path.hasPrefix(home + "/")) {
            __kilnDefaultsSet(__suite, key, "~" + String(path.dropFirst(home.count)))
        } else {
            __kilnDefaultsSet(__suite, key, NSKeyedArchiver.archivedData(withRootObject: url))
        }
    }
    /// A path (`~` expanded) as a file URL, or a URL archived by `set(_:forKey:)`.
    func url(forKey key: String) -> URL? {
        let value = object(forKey: key)
        if let path = value as? String {
            if path == "~" || path.hasPrefix("~/") { return URL(fileURLWithPath: NSHomeDirectory() + String(path.dropFirst())) }
            return URL(fileURLWithPath: path)
        }
        if let data = value as? Data { return (try? NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data)) as? URL }
        return nil
    }
    func addSuite(named suiteName: String) { _ = __kilnDefaultsDomain(__suite, "addSuite", suiteName, nil) }
    func removeSuite(named suiteName: String) { _ = __kilnDefaultsDomain(__suite, "removeSuite", suiteName, nil) }
    /// The app's domain by its bundle identifier, a suite's by its name: what its plist holds.
    func persistentDomain(forName domainName: String) -> [String: Any]? {
        return __kilnDefaultsDomain(__suite, "persistent", domainName, nil) as? [String: Any]
    }
    func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        _ = __kilnDefaultsDomain(__suite, "setPersistent", domainName, domain)
    }
    func removePersistentDomain(forName domainName: String) { _ = __kilnDefaultsDomain(__suite, "removePersistent", domainName, nil) }
    /// Volatile domains live in memory only; only the argument domain is searched.
    var volatileDomainNames: [String] { return __kilnDefaultsDomain(__suite, "volatileNames", "", nil) as! [String] }
    func volatileDomain(forName domainName: String) -> [String: Any] {
        return __kilnDefaultsDomain(__suite, "volatile", domainName, nil) as? [String: Any] ?? [:]
    }
    func setVolatileDomain(_ domain: [String: Any], forName domainName: String) {
        _ = __kilnDefaultsDomain(__suite, "setVolatile", domainName, domain)
    }
    func removeVolatileDomain(forName domainName: String) { _ = __kilnDefaultsDomain(__suite, "removeVolatile", domainName, nil) }
}
"""#
}

// The prelude's NSCache: objects by key, evicted as swift-corelibs-foundation evicts them (the
// entries kept in order of cost, a new entry before those of equal cost; after each
// `setObject`, the first entries go until the total cost and then the count are within their
// limits, the delegate told of each), and emptied when the app receives a memory warning, as
// iOS empties its caches under memory pressure. Keys match as NSCache matches them: equal strings
// and numbers, `isEqual(_:)` of NSObjects, other objects by identity (SystemBindings.swift).
extension Prelude {
    static let cache = #"""
protocol NSCacheDelegate: AnyObject {
    func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any)
}

extension NSCacheDelegate {
    func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {}
}

class NSCache<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    var name: String = ""
    /// 0: no limit.
    var countLimit: Int = 0
    /// 0: no limit.
    var totalCostLimit: Int = 0
    // Apple's default (swift-corelibs-foundation's is false); Kiln has no discardable content.
    var evictsObjectsWithDiscardedContent: Bool = true
    weak var delegate: NSCacheDelegate?
    // The entries in eviction order: the first goes first.
    var __keys: [KeyType] = []
    var __objects: [ObjectType] = []
    var __costs: [Int] = []
    var __totalCost = 0

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: "__kilnMemoryWarning", name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    func __kilnMemoryWarning() { removeAllObjects() }

    func __index(_ key: KeyType) -> Int? {
        var index = 0
        while index < __keys.count {
            if __kilnCacheKeysEqual(__keys[index], key) { return index }
            index += 1
        }
        return nil
    }

    func object(forKey key: KeyType) -> ObjectType? {
        guard let index = __index(key) else { return nil }
        return __objects[index]
    }

    func setObject(_ obj: ObjectType, forKey key: KeyType) { setObject(obj, forKey: key, cost: 0) }

    func setObject(_ obj: ObjectType, forKey key: KeyType, cost g: Int) {
        let cost = max(g, 0)
        if let index = __index(key) {
            __totalCost -= __costs[index]
            __remove(at: index)
        }
        var place = 0
        while place < __costs.count && __costs[place] < cost { place += 1 }
        __keys.insert(key, at: place)
        __objects.insert(obj, at: place)
        __costs.insert(cost, at: place)
        __totalCost += cost
        var purgeAmount = totalCostLimit > 0 ? __totalCost - totalCostLimit : 0
        while purgeAmount > 0 && !__keys.isEmpty {
            purgeAmount -= __costs[0]
            __evictFirst()
        }
        var purgeCount = countLimit > 0 ? __keys.count - countLimit : 0
        while purgeCount > 0 && !__keys.isEmpty {
            purgeCount -= 1
            __evictFirst()
        }
    }

    func __evictFirst() {
        if let delegate = delegate { __kilnCacheWillEvict(delegate, self, __objects[0]) }
        __totalCost -= __costs[0]
        __remove(at: 0)
    }

    func __remove(at index: Int) {
        __keys.remove(at: index)
        __objects.remove(at: index)
        __costs.remove(at: index)
    }

    func removeObject(forKey key: KeyType) {
        guard let index = __index(key) else { return }
        __totalCost -= __costs[index]
        __remove(at: index)
    }

    // Swift 2's names.
    func objectForKey(_ key: KeyType) -> ObjectType? {
        __kilnRenamed("objectForKey(_:)", "object(forKey:)")
        return object(forKey: key)
    }

    func removeObjectForKey(_ key: KeyType) {
        __kilnRenamed("removeObjectForKey(_:)", "removeObject(forKey:)")
        removeObject(forKey: key)
    }

    func removeAllObjects() {
        __keys = []
        __objects = []
        __costs = []
        __totalCost = 0
    }
}
"""#
}

// swiftc: 5:18: error: 'NSCache' requires that 'String' be a class type
import Foundation

// An in-memory cache of thumbnails keyed by file name.
let thumbnails = NSCache<String, Data>()
thumbnails.setObject(Data([1, 2]), forKey: "a.png")

// swiftc: 16:5: error: 'super.init' isn't called on all paths before returning from initializer
import Foundation

class Record: NSObject {
    var id: Int
    init(id: Int) {
        self.id = id
        super.init()
    }
}

class Song: Record {
    var title: String
    init(title: String) {
        self.title = title
    }
}

print(Song(title: "Hey").title)

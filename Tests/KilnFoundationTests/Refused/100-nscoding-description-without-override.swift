// swiftc: 14:9: error: overriding declaration requires an 'override' keyword
import Foundation

class Recipe: NSObject {
    var title: String
    var minutes: Int

    init(title: String, minutes: Int) {
        self.title = title
        self.minutes = minutes
        super.init()
    }

    var description: String {
        return "\(title) (\(minutes) min)"
    }
}

print(Recipe(title: "Soup", minutes: 30))

// swiftc: 18:10: error: instance method 'encode(coder:)' has different argument labels from those required by protocol 'NSCoding' ('encode(with:)')
import Foundation

class Recipe: NSObject, NSCoding {
    var title: String
    var minutes: Int

    init(title: String, minutes: Int) {
        self.title = title
        self.minutes = minutes
    }

    required init?(coder: NSCoder) {
        title = coder.decodeObject(forKey: "title") as? String ?? ""
        minutes = coder.decodeInteger(forKey: "minutes")
    }

    func encode(coder: NSCoder) {
        coder.encode(title, forKey: "title")
        coder.encode(minutes, forKey: "minutes")
    }
}

let recipe = Recipe(title: "Pancakes", minutes: 20)
print(recipe.title, recipe.minutes)

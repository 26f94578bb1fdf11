// swiftc: 27:43: error: cannot convert value of type 'Any?' to specified type '[Meal]'
import Foundation

class Meal: NSObject, NSCoding {
    var name: String
    var rating: Int

    init(name: String, rating: Int) {
        self.name = name
        self.rating = rating
    }

    required init?(coder: NSCoder) {
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        rating = coder.decodeInteger(forKey: "rating")
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(rating, forKey: "rating")
    }
}

let path = NSTemporaryDirectory() + "meals"

func loadMeals() -> [Meal] {
    let meals: [Meal] = NSKeyedUnarchiver.unarchiveObject(withFile: path)
    return meals
}

print(loadMeals().count)

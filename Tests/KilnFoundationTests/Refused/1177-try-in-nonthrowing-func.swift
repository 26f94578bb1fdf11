// swiftc: 18:20: error: errors thrown from here are not handled
import Foundation

struct Profile: Codable {
    var username: String
    var level: Int
}

class ProfileStore {
    let fileURL: URL

    init() {
        let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first!
        fileURL = documents.appendingPathComponent("profile.json")
    }

    func save(_ profile: Profile) {
        let data = try JSONEncoder().encode(profile)
        try? data.write(to: fileURL)
    }
}

let store = ProfileStore()
store.save(Profile(username: "swiftie", level: 3))
print("done")

// swiftc: 14:37: error: expected member name or initializer call after type name
import Foundation

struct Student: Decodable {
    var name: String
    var grade: Int

    enum CodingKeys: String, CodingKey {
        case name, grade
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String, forKey: .name)
        grade = try container.decode(Int.self, forKey: .grade)
    }
}

let data = Data(#"{"name": "Mia", "grade": 5}"#.utf8)
print(try JSONDecoder().decode(Student.self, from: data).grade)

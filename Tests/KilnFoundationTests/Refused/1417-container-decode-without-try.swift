// swiftc: 17:18: error: call can throw but is not marked with 'try'
import Foundation

struct Bookmark: Decodable {
    var title: String
    var url: URL
    var visits: Int

    enum CodingKeys: String, CodingKey {
        case title, url, visits
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        title = try values.decode(String.self, forKey: .title)
        url = try values.decode(URL.self, forKey: .url)
        visits = values.decodeIfPresent(Int.self, forKey: .visits) ?? 0
    }
}

let json = #"{"title": "Swift", "url": "https://swift.org"}"#
let mark = try JSONDecoder().decode(Bookmark.self, from: Data(json.utf8))
print(mark.title, mark.visits)

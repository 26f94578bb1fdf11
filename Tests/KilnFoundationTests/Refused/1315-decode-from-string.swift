// swiftc: 14:60: error: cannot convert value of type 'String' to expected argument type 'Data'
import Foundation

struct Movie: Codable {
    var title: String
    var year: Int
}

let json = """
{"title": "Up", "year": 2009}
"""

do {
    let movie = try JSONDecoder().decode(Movie.self, from: json)
    print(movie.title)
} catch {
    print(error)
}

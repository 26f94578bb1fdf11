// swiftc: 13:23: error: instance method 'encode' requires that 'Forecast' conform to 'Encodable'
import Foundation

struct Forecast: Decodable {
    var city: String
    var high: Double
    var low: Double
}

let sample = Forecast(city: "Oslo", high: 12, low: 3)

func store(_ forecast: Forecast) throws -> Data {
    try JSONEncoder().encode(forecast)
}

do {
    let data = try store(sample)
    print("stored \(data.count) bytes")
} catch {
    print(error)
}

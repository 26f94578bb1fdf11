// swiftc: 8:16: error: expression is 'async' but is not marked with 'await'
func fetchTemperature(city: String) async throws -> Double {
    city == "Oslo" ? 4.5 : 21.0
}

func report() async throws {
    let oslo = try await fetchTemperature(city: "Oslo")
    let rome = try fetchTemperature(city: "Rome")
    print(oslo, rome)
}

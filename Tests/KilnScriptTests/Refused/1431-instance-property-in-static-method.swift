// swiftc: 7:9: error: instance member 'readings' cannot be used on type 'Thermometer'
struct Thermometer {
    var readings: [Double] = []
    static let freezing = 0.0

    static func belowFreezing() -> Int {
        readings.filter { $0 < freezing }.count
    }
}
print(Thermometer.belowFreezing())

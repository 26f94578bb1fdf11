// swiftc: 9:7: error: static member 'kilometres' cannot be used on instance of type 'Converter'
struct Converter {
    static func kilometres(fromMiles miles: Double) -> Double {
        miles * 1.609
    }
}

let converter = Converter()
print(converter.kilometres(fromMiles: 10))

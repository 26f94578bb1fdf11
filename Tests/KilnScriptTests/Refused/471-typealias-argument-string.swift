// swiftc: 9:16: error: cannot convert value of type 'String' to expected argument type 'Celsius' (aka 'Double')
typealias Celsius = Double

func describe(_ temperature: Celsius) -> String {
    return temperature > 25 ? "warm" : "cool"
}

let reading = "21.5"
print(describe(reading))

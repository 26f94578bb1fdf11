// swiftc: 7:7: error: variable 'greeting' used before being initialized
var greeting: String
let hour = 9
if hour < 12 {
    greeting = "Good morning"
}
print(greeting)

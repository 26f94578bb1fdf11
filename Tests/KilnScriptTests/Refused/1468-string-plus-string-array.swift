// swiftc: 4:23: error: '+' is unavailable: Operator '+' cannot be used to append a String to a sequence of strings
// Joining a greeting to a list of names with `+`.
let names = ["Ann", "Bo"]
let line = "Guests: " + names
print(line)

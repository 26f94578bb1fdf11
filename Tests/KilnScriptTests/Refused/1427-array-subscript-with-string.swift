// swiftc: 4:29: error: no exact matches in call to subscript 
let weekdays = ["Mon", "Tue", "Wed"]
let typed = "1"
print("You picked", weekdays[typed])

// swiftc: 6:19: error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
let inventory = ["apples": 4, "pears": 2]

func restock(_ fruit: String) -> Int {
    let current = inventory[fruit]
    let updated = current + 1
    return updated
}

print(restock("apples"))
print(restock("pears"))

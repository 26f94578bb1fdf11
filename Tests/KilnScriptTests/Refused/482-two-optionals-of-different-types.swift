// swiftc: 4:18: error: binary operator '==' cannot be applied to operands of type 'Int?' and 'String?'
let savedCount: Int? = Int("3")
let savedLabel: String? = "3"
print(savedCount == savedLabel)

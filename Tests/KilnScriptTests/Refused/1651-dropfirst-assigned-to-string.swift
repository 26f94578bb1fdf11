// swiftc: 4:23: error: no 'dropFirst' candidates produce the expected contextual result type 'String'
var command = "/help"
if command.hasPrefix("/") {
    command = command.dropFirst()
}
print(command)

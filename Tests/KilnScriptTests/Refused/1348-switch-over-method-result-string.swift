// swiftc: 11:1: error: switch must be exhaustive
struct Command {
    var raw: String

    func verb() -> String {
        String(raw.split(separator: " ").first ?? "")
    }
}

let command = Command(raw: "go north")
switch command.verb().lowercased() {
case "go":
    print("walking")
case "look":
    print("looking")
}

// swiftc: 4:17: error: cannot convert value of type 'String' to expected argument type 'Song'
struct Song { var title: String }
var playlist: [Song] = []
playlist.append("Yesterday")
print(playlist.count)

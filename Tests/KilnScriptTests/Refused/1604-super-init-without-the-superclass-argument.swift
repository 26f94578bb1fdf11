// swiftc: 14:19: error: missing arguments for parameters 'title', 'seconds' in call
class Recording {
    let title: String
    let seconds: Int
    init(title: String, seconds: Int) {
        self.title = title
        self.seconds = seconds
    }
}
class Podcast: Recording {
    var episode: Int
    init(episode: Int) {
        self.episode = episode
        super.init()
    }
}
print(Podcast(episode: 3).title)

import ArgumentParser
import CEditLine
import Kiln

struct KilnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "kiln", abstract: "A Swift playground for persistence lessons.")
}
KilnCommand.main()

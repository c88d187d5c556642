import ArgumentParser
import KeelCommands

@main
enum Keel {
  static func main() async {
    await KeelCommand.main()
  }
}

import LifelineCommands

await LifelineCommand.run()

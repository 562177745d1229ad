import LifelineCommands

#if canImport(Glibc)
AllocatorTuning.restartTunedUnlessSet()
#endif
await LifelineCommand.run()

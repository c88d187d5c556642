import KeelCore
import KeelTesting
import Testing

@Suite struct CurrentValueStreamTests {
  @Test func lateSubscriberGetsTheCurrentValueFirst() async {
    let stream = CurrentValueStream([1])
    stream.send([1, 2])
    var iterator = stream.values.makeAsyncIterator()
    #expect(await iterator.next() == [1, 2])
  }

  @Test func everySubscriberGetsEveryValueInOrder() async {
    let stream = CurrentValueStream(0)
    let first = stream.values
    let second = stream.values
    for value in 1...50 { stream.send(value) }
    stream.finish()
    var firstSeen: [Int] = []
    for await value in first { firstSeen.append(value) }
    var secondSeen: [Int] = []
    for await value in second { secondSeen.append(value) }
    #expect(firstSeen == Array(0...50))
    #expect(secondSeen == Array(0...50))
  }

  @Test func cancellingTheConsumerEndsIterationAndUnsubscribes() async throws {
    let stream = CurrentValueStream(0)
    let consumer = Task {
      var seen: [Int] = []
      for await value in stream.values { seen.append(value) }
      return seen
    }
    // A failed wait must not leave the consumer iterating forever.
    defer { consumer.cancel() }
    try await waitForSubscribers(stream, count: 1)
    stream.send(1)
    consumer.cancel()
    let seen = await consumer.value
    #expect(seen.first == 0)
    try await waitForSubscribers(stream, count: 0)
    stream.send(2)
    #expect(stream.value == 2)
  }

  @Test func updateIsAtomicUnderConcurrentWriters() async {
    let stream = CurrentValueStream(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { stream.update { $0 += 1 } } }
    }
    #expect(stream.value == 100)
  }

  @Test func subscribingAfterFinishYieldsTheLastValueAndEnds() async {
    let stream = CurrentValueStream("a")
    stream.send("b")
    stream.finish()
    stream.send("ignored")
    var seen: [String] = []
    for await value in stream.values { seen.append(value) }
    #expect(seen == ["b"])
  }

  private func waitForSubscribers(_ stream: CurrentValueStream<Int>, count: Int) async throws {
    try await waitForCondition { stream.subscriberCount == count }
  }
}

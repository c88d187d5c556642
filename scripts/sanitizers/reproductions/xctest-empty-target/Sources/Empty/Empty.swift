public let empty = 0

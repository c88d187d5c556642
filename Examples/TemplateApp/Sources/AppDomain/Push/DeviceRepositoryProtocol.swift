/// The API's record of which devices may receive the signed-in user's pushes.
public protocol DeviceRepositoryProtocol: Sendable {
  /// Records `token` for the signed-in user (`POST /devices`); registering it again is not an error.
  func register(_ token: DeviceToken) async throws(RepositoryError)
  /// Forgets `token` (`DELETE /devices/{token}`), within `timeLimit`: a sign-out never waits long
  /// on a server that does not answer.
  func unregister(_ token: DeviceToken, timeLimit: Duration) async throws(RepositoryError)
}

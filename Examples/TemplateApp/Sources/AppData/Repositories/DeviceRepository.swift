import AppDomain
import KeelNetwork

/// The signed-in user's push devices over the bearer client: `POST /devices` and
/// `DELETE /devices/{token}`.
public struct DeviceRepository: DeviceRepositoryProtocol {
  private let client: any APIClientProtocol

  public init(client: any APIClientProtocol) {
    self.client = client
  }

  public func register(_ token: DeviceToken) async throws(RepositoryError) {
    do {
      _ = try await client.response(for: try .registerDevice(DeviceDTO(token: token.hex)), timeLimit: nil).get()
    } catch {
      throw RepositoryError(error)
    }
  }

  public func unregister(_ token: DeviceToken, timeLimit: Duration) async throws(RepositoryError) {
    do {
      _ = try await client.response(for: .deleteDevice(token: token.hex), timeLimit: timeLimit).get()
    } catch {
      throw RepositoryError(error)
    }
  }
}

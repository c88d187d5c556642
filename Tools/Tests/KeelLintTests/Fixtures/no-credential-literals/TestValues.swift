// fixture-path: Packages/Push/Tests/PushTests/RegistrationTests.swift
import Foundation

// Fixture values in a test: by default the checks by name skip test files, and the checks of
// the literal's own shape still run.
func registration(request: inout URLRequest) {
  let deviceToken = "740f4707bebcf74f9b7c25d48e3358945f6aa01da5ddb387462c7eaf61bb78ad"
  let password = "hunter22"
  let apiKey = "test-key"
  let header = "Bearer eyJhbGciOiJIUzI1NiJ9"  // expect: error no-credential-literals
  let url = URL(string: "https://admin:s3cret@staging.example.com")  // expect: error no-credential-literals
  request.setValue(header, forHTTPHeaderField: "Authorization")
  _ = (deviceToken, password, apiKey, url)
}

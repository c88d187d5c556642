// fixture-path: Examples/TemplateApp/Tests/AppDataTests/LoginTests.swift
import Foundation

func credentials(config: inout Config, request: inout URLRequest) {
  let password = "hunter22"  // expect: error no-credential-literals
  config.apiKey = "sk_live_51H8"  // expect: error no-credential-literals
  let client = Client(token: "eyJhbGciOi")  // expect: error no-credential-literals
  let headers = ["Authorization": "Bearer abc.def.ghi"]  // expect: error no-credential-literals
  request.setValue("Basic dXNlcjpwYXNz", forHTTPHeaderField: "Authorization")  // expect: error no-credential-literals
  let basic = Data("admin:admin".utf8).base64EncodedString()  // expect: error no-credential-literals
  let encoded = "YWRtaW46c2VjcmV0"  // expect: error no-credential-literals
  let url = URL(string: "https://user:pass@example.com/api")  // expect: error no-credential-literals
  let body = ["client_secret": "s3cr3t-value"]  // expect: error no-credential-literals
  let refreshToken: String = "r-1"  // expect: error no-credential-literals
  let tokenForTesting = "t0k3n"  // expect: error no-credential-literals
  _ = (password, client, headers, basic, encoded, url, body, refreshToken, tokenForTesting)
}

func login(user: String, password: String = "changeme") {}  // expect: error no-credential-literals

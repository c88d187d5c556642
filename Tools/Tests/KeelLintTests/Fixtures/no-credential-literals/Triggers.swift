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

// Keys that are secrets: the name says so and the value is random-looking, or any key whose
// value is long and random, or a value in a known secret format whatever its name.
func keys(config: inout Config) {
  let awsSecretKey = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"  // expect: error no-credential-literals
  config.privateKey = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"  // expect: error no-credential-literals
  let key = "pk_test_TYooMQauvdEDq54NiTphI7jx"  // expect: error no-credential-literals
  let settings = ["aws_secret_key": "h7Gk2LpQ9xZr4TbW"]  // expect: error no-credential-literals
  let awsAccessKeyId = "AKIAIOSFODNN7EXAMPLE"  // expect: error no-credential-literals
  let github = "ghp_1234567890abcdefghijABCDEFGHIJ123456"  // expect: error no-credential-literals
  let pem = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAu1SU1LfVLPHCozMx"  // expect: error no-credential-literals
  _ = (awsSecretKey, key, settings, awsAccessKeyId, github, pem)
}

func login(user: String, password: String = "changeme") {}  // expect: error no-credential-literals

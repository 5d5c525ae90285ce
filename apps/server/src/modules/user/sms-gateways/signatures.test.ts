import { describe, expect, it } from 'vitest';
import { aliyunRpcSignature, percentEncode } from './aliyun';
import { tc3Authorization } from './tencent';

describe("Alibaba Cloud's RPC signature", () => {
  it("gives the signature of the documentation's worked example (DescribeRegions, key testid/testsecret)", () => {
    const params = {
      Timestamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(aliyunRpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('encodes as the documentation says: space %20, * %2A, ~ kept, UTF-8 bytes', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(percentEncode('看球')).toBe('%E7%9C%8B%E7%90%83');
  });
});

describe("Tencent Cloud's TC3-HMAC-SHA256", () => {
  it("gives the Authorization of the documentation's worked example (cvm DescribeInstances, 1551113065)", () => {
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

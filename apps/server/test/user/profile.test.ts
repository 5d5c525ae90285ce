import { realNameInfo, userInfo } from '@kanqiu/contract';
import { Code } from '@kanqiu/domain';
import { describe, expect, it } from 'vitest';
import { dataOf, get, post, registerUser } from '../support/api';
import { backends } from '../support/test-server';
import { useTestServer } from '../support/use-test-server';

describe.each(backends())('profile on $name', (backend) => {
  const server = useTestServer(backend);

  describe('POST /user/center/nickname', () => {
    it('changes the nickname shown in user info', async () => {
      const { token } = await registerUser(server());
      const info = dataOf(
        await post(server(), '/user/center/nickname', { nickName: '湖人总冠军' }, { token }),
        userInfo,
      );
      expect(info.nickName).toBe('湖人总冠军');
      expect(dataOf(await get(server(), '/user/center/info', { token }), userInfo).nickName).toBe('湖人总冠军');
    });

    it('lets a user keep their own nickname', async () => {
      const { token } = await registerUser(server(), { nickName: '老球迷' });
      expect((await post(server(), '/user/center/nickname', { nickName: '老球迷' }, { token })).code).toBe(Code.ok);
    });

    it.each(['A', '一二三四五六七八九十一二三四五六七', 'a b', 'emoji😀'])(
      'refuses the malformed nickname %s',
      async (nickName) => {
        const { token } = await registerUser(server());
        expect((await post(server(), '/user/center/nickname', { nickName }, { token })).code).toBe(
          Code.nickNameInvalid,
        );
      },
    );

    it.each(['系统管理员', 'ADMIN', 'Official_Fan', 'kan-qiu', '赌球高手', '彩票代理人'])(
      'refuses the sensitive nickname %s',
      async (nickName) => {
        const { token } = await registerUser(server());
        const reply = await post(server(), '/user/center/nickname', { nickName }, { token });
        expect(reply).toMatchObject({ code: Code.nickNameSensitive, msg: '昵称包含敏感词，请修改' });
      },
    );

    it('refuses a nickname another user has', async () => {
      await registerUser(server(), { nickName: '皇马万岁' });
      const { token } = await registerUser(server());
      expect((await post(server(), '/user/center/nickname', { nickName: '皇马万岁' }, { token })).code).toBe(
        Code.nickNameTaken,
      );
    });

    it('needs a signed-in user', async () => {
      expect((await post(server(), '/user/center/nickname', { nickName: '路人甲' })).code).toBe(Code.noToken);
    });
  });

  describe('POST /user/center/theme', () => {
    it('saves the theme colour shown in user info', async () => {
      const { token } = await registerUser(server());
      expect(dataOf(await get(server(), '/user/center/info', { token }), userInfo).themeColor).toBeNull();
      const info = dataOf(await post(server(), '/user/center/theme', { themeColor: '#1E90FF' }, { token }), userInfo);
      expect(info.themeColor).toBe('#1e90ff');
    });

    it('refuses a colour that is not #RRGGBB', async () => {
      const { token } = await registerUser(server());
      const reply = await post(server(), '/user/center/theme', { themeColor: 'red' }, { token });
      expect(reply).toMatchObject({ status: 400, code: Code.validationFailed });
      expect(reply.msg).toContain('themeColor');
    });
  });

  describe('real-name certification', () => {
    it('starts uncertified', async () => {
      const { token } = await registerUser(server());
      const info = dataOf(await get(server(), '/user/center/real-name', { token }), realNameInfo);
      expect(info).toEqual({ certified: false, realName: null, idNumber: null, certifiedAt: null });
    });

    it('certifies with a valid number, keeping only masked values and a keyed hash', async () => {
      const { token } = await registerUser(server());
      const reply = await post(
        server(),
        '/user/center/real-name',
        { realName: '张三丰', idNumber: '11010519491231002x' },
        { token },
      );
      const info = dataOf(reply, realNameInfo);
      expect(info).toEqual({
        certified: true,
        realName: '*三丰',
        idNumber: '1101**********002X',
        certifiedAt: server().clock.now,
      });
      expect(dataOf(await get(server(), '/user/center/real-name', { token }), realNameInfo)).toEqual(info);
      expect(dataOf(await get(server(), '/user/center/info', { token }), userInfo).certified).toBe(true);

      const rows = await server().database.db.selectFrom('real_names').selectAll().execute();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain('11010519491231002');
      expect(stored).not.toContain('张三丰');
    });

    it('refuses a number whose check character is wrong', async () => {
      const { token } = await registerUser(server());
      const reply = await post(
        server(),
        '/user/center/real-name',
        { realName: '李四', idNumber: '110101199003074478' },
        { token },
      );
      expect(reply).toMatchObject({ code: Code.idNumberInvalid, msg: '身份证号码不正确' });
    });

    it('refuses a second certification', async () => {
      const { token } = await registerUser(server());
      await post(server(), '/user/center/real-name', { realName: '王五', idNumber: '110101199003074477' }, { token });
      const again = await post(
        server(),
        '/user/center/real-name',
        { realName: '王五', idNumber: '110101199003074477' },
        { token },
      );
      expect(again.code).toBe(Code.alreadyCertified);
    });

    it('refuses a number another account certified with', async () => {
      const first = await registerUser(server());
      const second = await registerUser(server());
      const body = { realName: '赵六', idNumber: '440106199001010013' };
      expect((await post(server(), '/user/center/real-name', body, { token: first.token })).code).toBe(Code.ok);
      const reply = await post(server(), '/user/center/real-name', body, { token: second.token });
      expect(reply).toMatchObject({ code: Code.conflict, msg: '该身份证号已被其他账号认证' });
    });

    it('refuses a name that is not 2–20 Chinese characters', async () => {
      const { token } = await registerUser(server());
      const reply = await post(
        server(),
        '/user/center/real-name',
        { realName: 'Tom', idNumber: '110101199003074477' },
        { token },
      );
      expect(reply).toMatchObject({ status: 400, code: Code.validationFailed });
    });

    it('needs a signed-in user', async () => {
      expect((await get(server(), '/user/center/real-name')).code).toBe(Code.noToken);
    });
  });
});

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CurrencyEntity } from './currency.entity';

@Injectable()
export class CurrenciesRepository {
  constructor(
    @InjectRepository(CurrencyEntity) private readonly currencies: Repository<CurrencyEntity>,
  ) {}

  /** Active currencies, popular ones first, in the bureau's own order. */
  listActive(): Promise<CurrencyEntity[]> {
    return this.currencies.find({
      where: { active: true },
      order: { sortOrder: 'ASC', code: 'ASC' },
    });
  }

  /** Every currency, inactive ones too, for staff. */
  listAll(): Promise<CurrencyEntity[]> {
    return this.currencies.find({ order: { sortOrder: 'ASC', code: 'ASC' } });
  }

  findByCode(code: string): Promise<CurrencyEntity | null> {
    return this.currencies.findOne({ where: { code } });
  }

  create(
    fields: Pick<
      CurrencyEntity,
      | 'code'
      | 'name'
      | 'country'
      | 'marketRate'
      | 'sellMarginPct'
      | 'buyMarginPct'
      | 'rateUpdatedAt'
    >,
  ): Promise<CurrencyEntity> {
    return this.currencies.save(
      this.currencies.create({
        ...fields,
        active: true,
        popular: false,
        sortOrder: 1000,
        updatedAt: new Date(),
      }),
    );
  }

  save(currency: CurrencyEntity): Promise<CurrencyEntity> {
    currency.updatedAt = new Date();
    return this.currencies.save(currency);
  }
}
